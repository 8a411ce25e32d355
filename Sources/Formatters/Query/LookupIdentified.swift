import CucumberMessages

/// A message an `InOrderLookup` finds by id: the id read as a field, where the message is, never by copying it out.
protocol LookupIdentified {
    /// The id a lookup compares.
    var lookupId: String { get }
}

extension TestStep: LookupIdentified {
    var lookupId: String { id }
}

extension PickleStep: LookupIdentified {
    var lookupId: String { id }
}

extension TestStepFinished: LookupIdentified {
    /// A step's result is looked up by the step it finished.
    var lookupId: String { testStepId }
}
