/** Facts about the site shown in the footer, the legal pages and the toasts. */
export const site = {
  name: 'Tick Tock Class',
  /** The support and contact mailbox (spec: {email} in the legal pages and the subscribe toast). */
  contactEmail: 'support@ticktockclass.com',
  /** The Support column's donation link. */
  donationUrl: 'https://ko-fi.com/ticktockclass',
  copyrightYear: 2025,
  social: [
    { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/ticktockclass' },
    { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/ticktockclass' },
    { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@ticktockclass' },
    { id: 'x', name: 'X', url: 'https://x.com/ticktockclass' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['id'];
