// Nothing of the home page is used by other features: app/routes.tsx loads it itself.
export {};
