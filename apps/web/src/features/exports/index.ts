// Nothing of the data exports is used by other features: app/routes.tsx loads its page itself.
export {};
