/** The "Add to list" dialog's choice of a new list (the others are a list's id). */
export const NEW_LIST_CHOICE = 'new';
