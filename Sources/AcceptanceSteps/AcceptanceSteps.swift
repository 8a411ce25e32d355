import BDDRuntime

/// The step definitions of the executable specification, as `bdd` runs them.
public enum AcceptanceSteps {
    /// Every step definition, hook and parameter type `Features/` uses: each feature area's library, combined.
    public static var library: StepLibrary {
        StepLibrary(combining: [])
    }
}
