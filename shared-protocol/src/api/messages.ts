/** Validation messages quoted word for word from spec section 5. */
export const ValidationMessage = {
  emailRequired: 'Please enter a valid email address.',
  emailInvalid: 'Please enter a valid email address',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name too long',
  roleRequired: 'Please select a role',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name too long',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name too long',
  roleInvalid: 'Role must be student, parent, or teacher',
  ownerRequired: 'Owner is required',
  objectPathRequired: 'Object path is required',
  objectPathInvalid: 'Invalid object path format - must be a server-generated upload path',
} as const;
