/// What an execution says as it goes: of a test case, or of a BeforeAll or AfterAll hook.
///
/// In a worker this is everything it tells its coordinator, one line each (`ExecutionEvent+Wire`); in process each
/// is made into its message at once (`TestCaseMessages`, `RunHookEvent.message(of:)`).
enum ExecutionEvent: Equatable {
    case testCase(TestCaseEvent)
    case runHook(RunHookEvent)
}
