// Nothing of the company profile is used by other features: app/routes.tsx loads its page itself.
export {};
