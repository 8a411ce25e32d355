extension GherkinDialect {
    /// English, the default language of feature files.
    public static let english = GherkinDialect(
        code: "en", name: "English", native: "English",
        feature: ["Feature", "Business Need", "Ability"],
        rule: ["Rule"],
        background: ["Background"],
        scenario: ["Example", "Scenario"],
        scenarioOutline: ["Scenario Outline", "Scenario Template"],
        examples: ["Examples", "Scenarios"],
        given: ["* ", "Given "],
        when: ["* ", "When "],
        then: ["* ", "Then "],
        and: ["* ", "And "],
        but: ["* ", "But "]
    )

    /// Spanish, the language of the project's product owners.
    public static let spanish = GherkinDialect(
        code: "es", name: "Spanish", native: "español",
        feature: ["Característica", "Necesidad del negocio", "Requisito"],
        rule: ["Regla", "Regla de negocio"],
        background: ["Antecedentes"],
        scenario: ["Ejemplo", "Escenario"],
        scenarioOutline: ["Esquema del escenario"],
        examples: ["Ejemplos"],
        given: ["* ", "Dado ", "Dada ", "Dados ", "Dadas "],
        when: ["* ", "Cuando "],
        then: ["* ", "Entonces "],
        and: ["* ", "Y ", "E "],
        but: ["* ", "Pero "]
    )
}
