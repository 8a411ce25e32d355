/// Every way a value commonly turns into text: interpolation, debug output, `dump`, and inside a collection.
func textualForms(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [
        "\(value)",
        String(describing: value),
        String(reflecting: value),
        dumped,
        "\([value])",
        String(reflecting: [value]),
    ]
}
