/// Feature files whose every scenario ends with a step claiming what the app did not do.
///
/// Everything before that last step is true, so a run must fail each scenario there: a step definition that
/// lets its false claim pass checks nothing.
enum FalseClaims {
    /// Login steps, each asserted after a login where it is false.
    static let login = #"""
        Feature: Pasos del Login que deben fallar cuando afirman algo falso

          Scenario: un login con éxito sí envía una petición
            Given un usuario registrado con email "user@example.com"
            And un password válido "Str0ngP@ss"
            When el usuario envía sus credenciales al sistema
            Then NO se envía ninguna petición al servidor

          Scenario: un login con éxito sí crea una sesión
            Given un usuario registrado con email "user@example.com"
            And un password válido "Str0ngP@ss"
            When el usuario envía sus credenciales al sistema
            Then no se crea ninguna sesión

          Scenario: un login con éxito sí devuelve un resultado
            Given un usuario registrado con email "user@example.com"
            And un password válido "Str0ngP@ss"
            When el usuario envía sus credenciales al sistema
            Then no se devuelve ningún resultado (ni éxito ni error)

          Scenario: un login con éxito no cancela ninguna petición
            Given un usuario registrado con email "user@example.com"
            And un password válido "Str0ngP@ss"
            When el usuario envía sus credenciales al sistema
            Then el sistema cancela la petición de red en curso

          Scenario: un email inválido no pasa la validación local
            Given un email con formato inválido "esto-no-es-un-email"
            And un password "Str0ngP@ss"
            When el usuario intenta hacer login
            Then el sistema valida el formato del email localmente

          Scenario: un password vacío no pasa la validación local
            Given un email válido "user@example.com"
            And un password vacío ""
            When el usuario intenta hacer login
            Then el sistema valida que el password no está vacío

          Scenario: un email inválido no es un password vacío
            Given un email con formato inválido "esto-no-es-un-email"
            And un password "Str0ngP@ss"
            When el usuario intenta hacer login
            Then el sistema detecta que el password está vacío

          Scenario: sin conexión el servidor no rechaza nada
            Given un usuario con email "user@example.com"
            And un password válido "Str0ngP@ss"
            And el dispositivo no tiene conexión a internet
            When el usuario envía sus credenciales al sistema
            Then el servidor rechaza las credenciales

          Scenario: unas credenciales rechazadas no dan sesión
            Given un usuario registrado con email "user@example.com"
            And un password incorrecto "wrong-password"
            When el usuario envía sus credenciales al sistema
            Then el sistema devuelve la sesión al llamante

          Scenario: unas credenciales rechazadas no son un fallo de conexión
            Given un usuario registrado con email "user@example.com"
            And un password incorrecto "wrong-password"
            When el usuario envía sus credenciales al sistema
            Then el sistema devuelve un error de tipo Connectivity

          Scenario: un login cancelado no devuelve error
            Given un usuario con credenciales válidas
            And el sistema ha enviado las credenciales al servidor
            And la respuesta del servidor todavía no ha llegado
            When el usuario cancela la operación de login
            Then el sistema devuelve un error de tipo Connectivity

          Scenario: un login cancelado no devuelve sesión
            Given un usuario con credenciales válidas
            And el sistema ha enviado las credenciales al servidor
            And la respuesta del servidor todavía no ha llegado
            When el usuario cancela la operación de login
            Then el sistema devuelve la sesión al llamante
        """#

    /// Catalog steps, each asserted after a load where it is false.
    static let catalog = #"""
        # language: es
        Característica: Pasos del catálogo que deben fallar cuando afirman algo falso

          Antecedentes:
            Dado que la API del catálogo está en "https://api.example.com"
            Y que el usuario ha iniciado sesión con el token "token-abc123"

          Escenario: un catálogo con productos no queda vacío
            Dado que el servidor de productos responde 200 con el cuerpo:
              """
              [{"id": "7", "name": "Gorra", "price": "15.00", "currency": "USD", "image_url": "https://example.com/7.png"}]
              """
            Cuando el usuario abre el catálogo
            Entonces el catálogo queda vacío

          Escenario: el precio mostrado es el que envió el servidor
            Dado que el servidor de productos responde 200 con el cuerpo:
              """
              [{"id": "7", "name": "Gorra", "price": "15.00", "currency": "USD", "image_url": "https://example.com/7.png"}]
              """
            Cuando el usuario abre el catálogo
            Entonces el producto "7" cuesta 15.01 USD

          Escenario: el catálogo muestra lo que envió el servidor
            Dado que el servidor de productos responde 200 con los productos:
              | id | nombre | precio | moneda | imagen                    |
              | 7  | Gorra  | 15.00  | USD    | https://example.com/7.png |
            Cuando el usuario abre el catálogo
            Entonces el catálogo contiene:
              | id | nombre | precio | moneda |
              | 7  | Taza   | 15.00  | USD    |

          Escenario: una carga correcta no falla
            Dado que el servidor de productos responde 200 con el cuerpo:
              """
              []
              """
            Cuando se cargan los productos
            Entonces la carga falla con el error connectivity

          Escenario: un cuerpo ilegible no es un fallo de conexión
            Dado que el servidor de productos responde 200 con el cuerpo:
              """
              not-json
              """
            Cuando se cargan los productos
            Entonces la carga falla con el error connectivity

          Escenario: la petición lleva el token de la sesión y no otro
            Dado que el servidor de productos responde 200 con el cuerpo:
              """
              []
              """
            Cuando se cargan los productos
            Entonces la petición lleva la cabecera "Authorization" con el valor "Bearer otro-token"

          Escenario: un 503 se reintenta, así que no hay una sola petición
            Dado que el servidor de productos responde 503 con el cuerpo:
              """
              Service Unavailable
              """
            Cuando se cargan los productos
            Entonces se envió 1 petición GET a "https://api.example.com/products"

          Escenario: sin conexión el mensaje es el de conexión
            Dado que el dispositivo no tiene conexión a internet
            Cuando el usuario abre el catálogo
            Entonces el catálogo muestra el mensaje "El catálogo no está disponible en este momento. Inténtalo más tarde."
        """#
}
