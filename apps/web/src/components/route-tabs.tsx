import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export interface RouteTab {
  value: string;
  label: string;
  to: string;
}

/** A tab bar whose tabs are addresses: choosing a tab changes the URL. */
export function RouteTabs({ tabs, active }: { tabs: RouteTab[]; active: string }) {
  const navigate = useNavigate();
  const choose = (value: string | null) => {
    const tab = tabs.find((candidate) => candidate.value === value);
    if (tab && tab.value !== active) navigate(tab.to);
  };
  return (
    <Tabs value={active} onChange={choose} mb="md">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
