export type PlatformGuide = {
  id: string;
  name: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  summary: string;
  requirements: string[];
  fileTypes: string[];
  steps: string[];
};

export const platformGuides: PlatformGuide[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    level: 'Beginner',
    summary: 'Use prompts and custom GPT configurations in ChatGPT.',
    requirements: ['A ChatGPT account', 'ChatGPT Plus or Team to create custom GPTs'],
    fileTypes: ['.txt', '.json'],
    steps: [
      'Download the agent from My Orders and open the file.',
      'For a prompt, paste it into a new chat or into Custom Instructions.',
      'For a custom GPT, choose Explore GPTs > Create, then copy the name, instructions and conversation starters from the file.',
      'Upload any knowledge files the listing includes and save the GPT.',
      'Test it with the example inputs from the listing.',
    ],
  },
  {
    id: 'claude',
    name: 'Claude',
    level: 'Beginner',
    summary: 'Run prompts and project instructions in Claude.',
    requirements: ['A Claude account', 'A paid plan for Projects'],
    fileTypes: ['.txt', '.json', '.yaml'],
    steps: [
      'Download the agent and open the instructions file.',
      'Create a Project and paste the instructions into its custom instructions.',
      'Add any reference documents from the download to the project knowledge.',
      'Start a chat inside the project and try the example tasks.',
    ],
  },
  {
    id: 'zapier',
    name: 'Zapier',
    level: 'Intermediate',
    summary: 'Import automation workflows into Zapier.',
    requirements: [
      'A Zapier account (some workflows need a paid plan)',
      'Accounts for every app the workflow connects',
    ],
    fileTypes: ['.json', '.zip'],
    steps: [
      'Download the workflow and read its README for the apps it uses.',
      'In Zapier, create a Zap and rebuild or import the trigger and actions described in the file.',
      'Connect each app account when Zapier asks.',
      'Map the fields as documented, then test each step.',
      'Turn the Zap on and watch the first runs in Zap history.',
    ],
  },
  {
    id: 'python',
    name: 'Python',
    level: 'Advanced',
    summary: 'Run script-based agents on your own machine or server.',
    requirements: ['Python 3.8 or newer', 'pip, and ideally a virtual environment', 'API keys the script needs'],
    fileTypes: ['.py', '.zip', '.yaml', '.json'],
    steps: [
      'Download and unzip the agent into its own folder.',
      'Create a virtual environment: python -m venv .venv, then activate it.',
      'Install dependencies: pip install -r requirements.txt.',
      'Put API keys in environment variables or a .env file as the README explains — never in the code.',
      'Run the script (for example python main.py) and check its output.',
    ],
  },
];

export const troubleshooting = [
  {
    q: 'Authentication errors',
    a: 'Check that API keys are current, copied without spaces, and have the permissions the agent needs. Reconnect app accounts in Zapier.',
  },
  {
    q: 'Import or upload failures',
    a: 'Make sure the file type is supported by the platform and the file is complete; download it again from My Orders if unsure.',
  },
  {
    q: 'Dependency problems',
    a: 'Confirm your Python version is 3.8 or newer, use a fresh virtual environment, and install the exact versions in requirements.txt.',
  },
  {
    q: 'Workflow not triggering',
    a: 'Check that the workflow is turned on, the trigger app is connected, and test data matches the trigger’s filters.',
  },
];

export const bestPractices = [
  {
    title: 'Security',
    text: 'Keep keys out of files you share, grant the least access needed, and review code before running it.',
  },
  { title: 'Testing', text: 'Try agents with sample data first and check the results before using them on real work.' },
  {
    title: 'Maintenance',
    text: 'Watch for updates from the seller, re-test after platform changes and keep dependencies current.',
  },
];
