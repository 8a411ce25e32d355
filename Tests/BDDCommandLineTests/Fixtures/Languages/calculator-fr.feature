# language: fr
Fonctionnalité: Calculatrice
  Les mots-clés sont français, le texte des étapes est en anglais.

  Contexte:
    Soit a calculator

  Scénario: une addition
    Quand I add 2 and 3
    Alors the result is 5
    Mais the result is not 6

  Plan du scénario: des additions
    Lorsqu'I add <a> and <b>
    Alors the result is <sum>

    Exemples:
      | a | b | sum |
      | 1 | 1 | 2   |
      | 2 | 5 | 7   |
