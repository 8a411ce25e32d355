/// Why one cell could not be read as the type asked for; the table decoder adds where the cell is.
struct CellReadFailure: Error {
    /// The type the cell had to be, as Swift names it.
    let expected: String
    /// What went wrong beyond the text not being one, if anything more is known.
    let reason: String?

    init(expected: Any.Type, reason: String? = nil) {
        self.expected = String(describing: expected)
        self.reason = reason
    }
}
