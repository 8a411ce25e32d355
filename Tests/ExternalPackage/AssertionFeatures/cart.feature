Feature: Assertions inside steps

  # A check that does not hold fails its step, whichever framework's assertion made it; run-check.sh reads the
  # reports of `bdd` (supervised and in process) and of `swift test` for each row.
  @deliberately-failing
  Scenario Outline: a cart checked with <assertion> that does not hold
    Given a cart with 3 items
    Then the cart has 4 items, checked with <assertion>
    And the cart is paid

    Examples:
      | assertion      |
      | expect         |
      | require        |
      | Issue.record   |
      | XCTAssertEqual |
      | XCTFail        |

  Scenario Outline: a cart checked with <assertion> that holds
    Given a cart with 4 items
    Then the cart has 4 items, checked with <assertion>
    And the cart is paid

    Examples:
      | assertion      |
      | expect         |
      | require        |
      | Issue.record   |
      | XCTAssertEqual |
      | XCTFail        |
