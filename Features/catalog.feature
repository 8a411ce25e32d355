# language: es
@catalog
Característica: Catálogo de productos
  Tras iniciar sesión, la app pide GET /products al servidor con el token de la
  sesión y muestra los productos. La infraestructura traduce lo técnico a
  errores del negocio: un fallo de transporte o un estado distinto de 200 es
  `connectivity`; un cuerpo que no se puede leer o un producto que el dominio no
  acepta es `invalidData`.

  Antecedentes:
    Dado que la API del catálogo está en "https://api.example.com"
    Y que el usuario ha iniciado sesión con el token "token-abc123"

  @smoke @contract
  Escenario: El servidor responde 200 con productos válidos
    Dado que el servidor de productos responde 200 con los productos:
      | id | nombre   | precio | moneda | imagen                    |
      | 1  | Camiseta | 29.99  | EUR    | https://example.com/1.png |
      | 2  | Taza     | 9.50   | EUR    | https://example.com/2.png |
    Cuando el usuario abre el catálogo
    Entonces el catálogo muestra 2 productos
    Y el catálogo contiene:
      | id | nombre   | precio | moneda |
      | 1  | Camiseta | 29.99  | EUR    |
      | 2  | Taza     | 9.50   | EUR    |

  @contract
  Escenario: El precio puede llegar como texto en el JSON del servidor
    Dado que el servidor de productos responde 200 con el cuerpo:
      """json
      [
        {"id": "7", "name": "Gorra", "price": "15.00", "currency": "USD", "image_url": "https://example.com/7.png"}
      ]
      """
    Cuando el usuario abre el catálogo
    Entonces el catálogo muestra 1 producto
    Y el producto "7" cuesta 15.00 USD

  @contract @smoke
  Escenario: La petición va a GET /products con el token de la sesión
    Dado que el servidor de productos responde 200 con el cuerpo:
      """json
      []
      """
    Cuando se cargan los productos
    Entonces se envió 1 petición GET a "https://api.example.com/products"
    Y la petición lleva la cabecera "Authorization" con el valor "Bearer token-abc123"

  @interface
  Escenario: Un catálogo sin productos se muestra vacío
    Dado que el servidor de productos responde 200 con el cuerpo:
      """json
      []
      """
    Cuando el usuario abre el catálogo
    Entonces el catálogo queda vacío

  @contract @sad-path
  Escenario: Un cuerpo que no es JSON válido es invalidData
    Dado que el servidor de productos responde 200 con el cuerpo:
      """
      not-json
      """
    Cuando se cargan los productos
    Entonces la carga falla con el error invalidData

  @contract @sad-path
  Esquema del escenario: Un producto que el dominio no acepta invalida la respuesta
    Dado que el servidor de productos responde 200 con el cuerpo:
      """json
      [{"id": "1", "name": "Camiseta", "price": <precio>, "currency": "<moneda>", "image_url": "<imagen>"}]
      """
    Cuando se cargan los productos
    Entonces la carga falla con el error invalidData

    Ejemplos: datos que el mapper rechaza
      | caso                 | precio   | moneda | imagen                    |
      | precio no numérico   | "gratis" | EUR    | https://example.com/1.png |
      | moneda vacía         | 29.99    |        | https://example.com/1.png |
      | imagen sin URL       | 29.99    | EUR    |                           |

  @sad-path
  Escenario: Sin conexión la carga falla con connectivity
    Dado que el dispositivo no tiene conexión a internet
    Cuando se cargan los productos
    Entonces la carga falla con el error connectivity

  @contract @sad-path
  Esquema del escenario: Un estado HTTP distinto de 200 es connectivity
    Dado que el servidor de productos responde <estado> con el cuerpo:
      """json
      []
      """
    Cuando se cargan los productos
    Entonces la carga falla con el error connectivity

    Ejemplos: respuestas del cliente
      | estado |
      | 201    |
      | 301    |
      | 401    |
      | 404    |

    @resilience
    Ejemplos: errores del servidor, reintentados una vez
      | estado |
      | 500    |
      | 503    |

  @interface @sad-path
  Escenario: La pantalla muestra un mensaje cuando no hay conexión
    Dado que el dispositivo no tiene conexión a internet
    Cuando el usuario abre el catálogo
    Entonces el catálogo muestra el mensaje "No se ha podido cargar el catálogo. Comprueba tu conexión e inténtalo de nuevo."

  @resilience
  Escenario: Un fallo transitorio de un GET se reintenta una vez
    Dado que el servidor de productos responde primero 503 y después 200 con los productos:
      | id | nombre   | precio | moneda | imagen                    |
      | 1  | Camiseta | 29.99  | EUR    | https://example.com/1.png |
    Cuando el usuario abre el catálogo
    Entonces el catálogo muestra 1 producto
    Y se enviaron 2 peticiones GET a "https://api.example.com/products"

  @resilience
  Escenario: Un fallo que persiste se reintenta solo una vez
    Dado que el servidor de productos responde 503 con el cuerpo:
      """
      Service Unavailable
      """
    Cuando se cargan los productos
    Entonces la carga falla con el error connectivity
    Y se enviaron 2 peticiones GET a "https://api.example.com/products"
