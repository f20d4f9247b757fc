// Nothing of the particulars is used by other features: app/routes.tsx loads its tab itself.
export {};
