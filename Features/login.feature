@login
Feature: Login de usuario
  La especificación del Login (contexto Identity): el usuario se identifica con
  un email y un password; la validación local ocurre antes que la remota y el
  servidor nunca recibe credenciales con formato inválido.

  @smoke @happy-path
  Scenario: Login exitoso con credenciales válidas
    Given un usuario registrado con email "user@example.com"
    And un password válido "Str0ngP@ss"
    When el usuario envía sus credenciales al sistema
    Then el sistema valida el formato del email localmente
    And el sistema valida que el password no está vacío
    And el sistema envía las credenciales al servidor de autenticación
    And el servidor responde con una sesión válida
    And el sistema devuelve la sesión al llamante
    And la sesión contiene un token de acceso
    And la sesión contiene el email del usuario autenticado

  @sad-path @contract
  Scenario: Login fallido porque el servidor rechaza las credenciales
    Given un usuario registrado con email "user@example.com"
    And un password incorrecto "wrong-password"
    When el usuario envía sus credenciales al sistema
    Then el sistema valida el formato del email localmente (pasa)
    And el sistema valida que el password no está vacío (pasa)
    And el sistema envía las credenciales al servidor de autenticación
    And el servidor rechaza las credenciales
    Then el sistema devuelve un error de tipo InvalidCredentials
    And no se crea ninguna sesión

  @sad-path @contract
  Scenario: Login fallido porque no hay conexión a internet
    Given un usuario con email "user@example.com"
    And un password válido "Str0ngP@ss"
    And el dispositivo no tiene conexión a internet
    When el usuario envía sus credenciales al sistema
    Then el sistema valida el formato del email localmente (pasa)
    And el sistema valida que el password no está vacío (pasa)
    And el sistema intenta enviar las credenciales al servidor
    And la conexión falla porque no hay internet
    Then el sistema devuelve un error de tipo Connectivity
    And no se crea ninguna sesión

  @edge-case @local-validation
  Scenario: Login rechazado porque el email no tiene formato válido
    Given un email con formato inválido "esto-no-es-un-email"
    And un password "Str0ngP@ss"
    When el usuario intenta hacer login
    Then el sistema detecta que el email no tiene formato válido
    And el sistema devuelve un error de tipo InvalidEmail
    And NO se envía ninguna petición al servidor
    And no se crea ninguna sesión

  @edge-case @local-validation
  Scenario: Login rechazado porque el password está vacío
    Given un email válido "user@example.com"
    And un password vacío ""
    When el usuario intenta hacer login
    Then el sistema detecta que el password está vacío
    And el sistema devuelve un error de tipo EmptyPassword
    And NO se envía ninguna petición al servidor
    And no se crea ninguna sesión

  @edge-case @cancellation
  Scenario: Login cancelado por el usuario mientras la autenticación está en progreso
    Given un usuario con credenciales válidas
    And el sistema ha enviado las credenciales al servidor
    And la respuesta del servidor todavía no ha llegado
    When el usuario cancela la operación de login
    Then el sistema cancela la petición de red en curso
    And no se devuelve ningún resultado (ni éxito ni error)
    And no se crea ninguna sesión
