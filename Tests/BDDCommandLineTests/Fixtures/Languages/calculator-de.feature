# language: de
Funktionalität: Taschenrechner
  Die Schlüsselwörter sind deutsch, der Text der Schritte ist englisch.

  Grundlage:
    Angenommen a calculator

  Szenario: eine Addition
    Wenn I add 2 and 3
    Dann the result is 5
    Aber the result is not 6

  Szenariogrundriss: Additionen
    Wenn I add <a> and <b>
    Dann the result is <sum>

    Beispiele:
      | a | b | sum |
      | 1 | 1 | 2   |
      | 2 | 5 | 7   |
