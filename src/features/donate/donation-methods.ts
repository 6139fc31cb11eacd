// The chosen method decides which panel shows; Donorbox is preferred and default.
export const DONATION_METHODS = ['donorbox', 'paypal', 'venmo', 'check'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];
export const DEFAULT_METHOD: DonationMethod = 'donorbox';
export const PREFERRED_METHOD: DonationMethod = 'donorbox';
