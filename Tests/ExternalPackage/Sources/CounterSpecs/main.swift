import BDDCommandLine
import BDDRuntime
import Foundation

final class Counter: World {
    var value = 0
}

var steps = StepLibrary()
steps.given("a counter at {int}") { (counter: Counter, value: Int) in counter.value = value }
steps.when("it is incremented") { (counter: Counter) in counter.value += 1 }
steps.then("it reads {int}") { (counter: Counter, value: Int) in try expectEqual(counter.value, value) }

exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: steps))
