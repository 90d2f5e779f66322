/** The layouts a route's page is drawn in (the shell's layouts), and who may open it. */
export const layoutNames = ['empty', 'landing', 'main', 'default', 'background'] as const;
export type LayoutName = (typeof layoutNames)[number];

/**
 * member: guests go to /login. public: anyone. visitor: anyone, but a signed-in member is sent
 * to /playgame (the landing page).
 */
export const accessNames = ['member', 'public', 'visitor'] as const;
export type Access = (typeof accessNames)[number];
