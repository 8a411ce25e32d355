import BDDRuntime
import Formatters
import Foundation

extension RunCommand {
    /// The operands with each `@FILE` replaced by the `PATH:LINE` operands written in it (by `--format rerun:FILE`),
    /// or nil when rerun files were given and list nothing: the last run had nothing to rerun.
    func expandingRerunFiles(_ operands: [FeatureOperand]) throws -> [FeatureOperand]? {
        guard operands.contains(where: { $0.path.hasPrefix("@") }) else { return operands }
        var expanded: [FeatureOperand] = []
        for operand in operands {
            guard operand.path.hasPrefix("@") else {
                expanded.append(operand)
                continue
            }
            let path = String(operand.path.dropFirst())
            let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            guard let data = FileManager.default.contents(atPath: absolute) else {
                throw RunCommandError("Could not read the rerun file '\(path)'")
            }
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                guard !line.hasPrefix("#") else {
                    if line.contains(RerunFormatter.unfinishedMarker) {
                        throw RunCommandError("The rerun file '\(path)' was written by a run that did not finish: run the features again")
                    }
                    continue
                }
                for word in line.split(whereSeparator: \.isWhitespace) { expanded.append(try RunInvocation.featureOperand(String(word))) }
            }
        }
        return expanded.isEmpty ? nil : expanded
    }
}
