Feature: Tables and doc strings as Swift values

  Scenario: A catalogue, a customer and a coupon
    Given the catalogue:
      | Name  | Unit price | Size  | Note    |
      | tea   | 2.50 EUR   | small |         |
      | honey | 7.20 EUR   | large | organic |
    And the customer:
      | Name   | Ana |
      | Member | yes |
    When the coupon is applied:
      """json
      {"code": "SPRING", "percent": 10}
      """
    Then the catalogue has 2 products worth 9.70 EUR, 1 large and 1 with a note
    And "Ana" is a member with 10% off

  Scenario: A misspelt column
    Given the catalogue:
      | Name | Unit prize | Size  | Note |
      | tea  | 2.50 EUR   | small |      |

  Scenario: A cell that is not a Money
    Given the catalogue:
      | Name | Unit price | Size  | Note |
      | tea  | 2,50 EUR   | small |      |

  Scenario: A doc string that is not a Coupon
    When the coupon is applied:
      """json
      {"code": "SPRING", "percent": "ten"}
      """
