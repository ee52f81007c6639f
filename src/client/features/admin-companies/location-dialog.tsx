import type { ReactNode } from 'react';
import type { CompanyLocation } from '../../../shared/schemas/company';
import { LocationDialog as CompanyLocationDialog } from '../../components/location-dialog';
import { useAddCompanyLocation, useEditCompanyLocation } from './api/companies';

/** Add a location to the company, or edit `location`. */
export function LocationDialog({ companyId, location, trigger }: { companyId: string; location?: CompanyLocation; trigger: ReactNode }) {
  const add = useAddCompanyLocation();
  const edit = useEditCompanyLocation();
  return (
    <CompanyLocationDialog
      location={location}
      trigger={trigger}
      texts={{
        title: location ? 'Edit the location' : 'Add a location',
        description: location ? 'Orders placed before keep the address they were sent to.' : 'A delivery site the company’s buyers can order for.',
        saved: (name) => (location ? 'Location saved' : `${name} added`),
      }}
      onSave={(fields) => (location ? edit.mutateAsync({ id: companyId, locationId: location.id, ...fields }) : add.mutateAsync({ id: companyId, ...fields }))}
    />
  );
}
