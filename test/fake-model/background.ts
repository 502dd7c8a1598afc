// Scenarios with background tasks (issue 31 item 2): a Bash call the CLI runs in the background, and one that
// runs in the foreground long enough to be sent to the background. Added to a test's startChat({ scenarios }).
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });

export const backgroundScenarios: Record<string, Scenario> = {
  // A shell that prints a line a second for a while, in the background: the turn ends while it runs.
  'bg-shell': () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: {
            command: 'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do echo tick-$i; sleep 1; done',
            description: 'Tick in the background',
            run_in_background: true,
          },
        },
      ],
    },
    done('The ticker runs in the background.'),
  ],
  // A ticker whose command is longer than a 160-column editor is wide: the :ClaudeTasks float is as wide as it
  // can be however long the task has run (its line's width no longer depends on the elapsed time's digits).
  'bg-long': () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: {
            command:
              'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do echo "tick $i of a ticker that stands in ' +
              'for a watcher: a dev server, a test runner in watch mode, a build that waits for changes"; sleep 1; done',
            description: 'Tick in the background',
            run_in_background: true,
          },
        },
      ],
    },
    done('The ticker runs in the background.'),
  ],
  // Two shells in the background, one after the other: the first ends at once, the second runs on. :ClaudeTasks
  // lists the second first (running ones first), the other way round from the order they started in.
  'bg-two': () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: {
            command: 'echo quick-done',
            description: 'Finish at once',
            run_in_background: true,
          },
        },
      ],
    },
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: {
            command: 'sleep 45; echo late-done',
            description: 'Run on',
            run_in_background: true,
          },
        },
      ],
    },
    done('Both run in the background.'),
  ],
  // A foreground command that takes long: the user sends it to the background and the turn goes on.
  'slow-shell': () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: {
            command: 'echo slow-start; sleep 40; echo slow-end',
            description: 'Wait a long time',
          },
        },
      ],
    },
    done('Went on without waiting.'),
  ],
};
