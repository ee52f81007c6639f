import type { ReactNode } from 'react';
import type { CompanyLocation } from '../../../shared/schemas/company';
import { LocationDialog as CompanyLocationDialog } from '../../components/location-dialog';
import { useAddLocation, useEditLocation } from './api/my-company';

/** Add a location to my company, or edit `location`. */
export function LocationDialog({ location, trigger }: { location?: CompanyLocation; trigger: ReactNode }) {
  const add = useAddLocation();
  const edit = useEditLocation();
  return (
    <CompanyLocationDialog
      location={location}
      trigger={trigger}
      texts={{
        title: location ? `Edit ${location.name}` : 'Add a location',
        description: location ? 'Orders placed before keep the name and address they were sent to.' : 'A delivery site your company orders for. Buyers order for the locations you give them.',
        saved: (name) => (location ? `${name} saved` : `${name} added`),
      }}
      onSave={(fields) => (location ? edit.mutateAsync({ ...fields, locationId: location.id }) : add.mutateAsync(fields))}
    />
  );
}
