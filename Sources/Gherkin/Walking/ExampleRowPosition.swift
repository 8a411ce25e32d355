/// Where an outline's row is: its Examples block among the scenario's and the row among the block's body rows,
/// both counted from zero.
public struct ExampleRowPosition: Sendable, Hashable {
    /// The Examples block's position among the scenario's.
    public let examplesIndex: Int
    /// The row's position among the block's body rows, the header row not counted.
    public let rowIndex: Int

    /// The row `rowIndex` of the block `examplesIndex`.
    public init(examplesIndex: Int, rowIndex: Int) {
        self.examplesIndex = examplesIndex
        self.rowIndex = rowIndex
    }
}
