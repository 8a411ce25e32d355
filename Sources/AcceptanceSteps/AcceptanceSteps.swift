import BDDRuntime

/// The step definitions that make `Features/` executable against the app.
public enum AcceptanceSteps {
    /// Every step, hook and parameter type of the Login and Catalog features.
    public static var library: StepLibrary {
        StepLibrary(combining: [LoginSteps.library, CatalogSteps.library])
    }
}
