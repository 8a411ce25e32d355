import BDDRuntime

enum DataTables {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.when("the following table is transposed:") { (scratch: Transposed, table: DataTable) in
            scratch.rows = table.rows.indices.isEmpty ? [] : table.rows[0].indices.map { column in table.rows.map { $0[column] } }
        }
        steps.then("it should be:") { (scratch: Transposed, table: DataTable) in
            guard scratch.rows == table.rows else { throw AssertionError(description: "the transposed table differs") }
        }
        return steps
    }
}

final class Transposed: World {
    var rows: [[String]] = []
}
