import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { addressWriteSchema, type SavedAddress } from '../../../shared/schemas/address-book';
import { AddressFields } from '../../components/address-fields';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAddAddress, useEditAddress } from './api/address-book';
import styles from './address-book-page.module.css';

const blank = { name: '', company: '', line1: '', line2: '', city: '', postcode: '', country: '', phone: '', isDefault: false };

/** Add an address, or edit `address`: the address's fields and "Make it my default address". */
export function AddressDialog({ address, trigger, prefill }: { address?: SavedAddress; trigger: ReactNode; prefill?: { name?: string; phone?: string; line1?: string } }) {
  const [open, setOpen] = useState(false);
  const add = useAddAddress();
  const edit = useEditAddress();
  const form = useSchemaForm(addressWriteSchema, address ? { ...blank, ...address } : { ...blank, ...prefill });

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (fields) => {
        if (address) await edit.mutateAsync({ ...form.getValues(), id: address.id, isDefault: fields.isDefault || undefined });
        else await add.mutateAsync({ ...form.getValues(), isDefault: fields.isDefault || undefined });
        toast.success(address ? 'Address saved' : 'Address added');
        setOpen(false);
      })}
      trigger={trigger}
      title={address ? 'Edit the address' : 'Add an address'}
      description={address ? 'Orders placed before keep the address they were sent to.' : 'Checkout offers every saved address; the default is chosen first.'}
      keepLabel="Cancel"
      submitLabel={address ? 'Save' : 'Add address'}
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <AddressFields field={(part) => form.field(part)} />
        {address?.isDefault ? null : (
          <label className={styles.check}>
            <input type="checkbox" {...form.register('isDefault')} />
            <span>Make it my default address</span>
          </label>
        )}
      </div>
    </FormDialog>
  );
}
