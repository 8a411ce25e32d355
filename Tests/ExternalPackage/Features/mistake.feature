Feature: A deliberate mistake

  # Fails on purpose: run-check.sh checks that `swift test` reports it at this file's line.
  @deliberately-failing
  Scenario: expecting the wrong count
    Given a counter at 1
    When it is incremented
    Then it reads 3

  # Undefined on purpose: run-check.sh checks that `swift test` gives its snippet.
  @deliberately-failing
  Scenario: a phrase nobody defined
    Given a counter at 1
    When it is doubled
