Feature: Counter

  Scenario: counting up
    Given a counter at 1
    When it is incremented
    Then it reads 2

  # Traps: only a supervised run (`bdd`) survives it, so `swift test` leaves it out (run-check.sh).
  @supervised-only
  Scenario: counting past the largest integer traps
    Given a counter at 9223372036854775807
    When it is incremented
    Then it reads 0

  Scenario: counting after a crash
    Given a counter at 41
    When it is incremented
    Then it reads 42

  Scenario Outline: counting from <start>
    Given a counter at <start>
    When it is incremented
    Then it reads <next>

    Examples:
      | start | next |
      | 5     | 6    |
      | -1    | 0    |
