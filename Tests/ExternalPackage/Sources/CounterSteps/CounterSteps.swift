import BDDRuntime

/// The counter's steps, in a library of their own so that both the `bdd` executable (CounterSpecs) and
/// `swift test` (CounterStepsTests, through BDDTesting) run them.
public enum CounterSteps {
    public static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a counter at {int}") { (counter: Counter, value: Int) in counter.value = value }
        steps.when("it is incremented") { (counter: Counter) in counter.value += 1 }
        steps.then("it reads {int}") { (counter: Counter, value: Int) in try expectEqual(counter.value, value) }
        return steps
    }
}

final class Counter: World {
    var value = 0
}
