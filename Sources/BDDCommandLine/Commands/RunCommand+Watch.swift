import BDDRuntime
import Gherkin

extension RunCommand {
    /// `--watch`: the same run, as a process of this executable, again on each save (see `WatchCommand`).
    func watch(_ arguments: [String], operands: [FeatureOperand], parser: GherkinParser) throws -> Int32 {
        guard let executable = worker?.executable ?? WorkerLaunch.currentExecutable?.executable else {
            throw RunCommandError("--watch cannot find this executable to run it again")
        }
        let options = try RunInvocation.scanner.scan(arguments).compactMap { argument -> String? in
            guard case .option(let name, let value) = argument, name != "--watch" else { return nil }
            return value.map { "\(name)=\($0)" } ?? name
        }
        let build = WatchBuild(executable: executable, currentDirectory: currentDirectory, environment: environment)
        return WatchCommand(options: options, operands: operands, executable: executable, currentDirectory: currentDirectory, build: build, parser: parser, console: console).run()
    }
}
