// A run's completion mail tells its results with the live panel's rates, times and run link, so it
// reads both jobs/ and live/ and sits above them: the jobs never read the live view.
export * from './completion-mail.rule';
