import Foundation
import BDDRuntime
import CatalogDomain

/// The steps of `Features/catalog.feature` (Spanish keywords, Spanish text).
enum CatalogSteps {
    static let userEmail = "user@example.com"
    static let userPassword = "Str0ngP@ss"

    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.parameterType("importe", regex: [#"-?\d+(?:\.\d+)?"#], description: "un importe, como 29.99", useForSnippets: false) { groups in
            try unwrap(groups.first.flatMap { $0 }.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) },
                       "not an amount")
        }
        arrangeSessionAndServer(&steps)
        act(&steps)
        checkScreen(&steps)
        checkRequests(&steps)
        return steps
    }

    // MARK: - Dado

    private static func arrangeSessionAndServer(_ steps: inout StepLibrary) {
        steps.given("que la API del catálogo está en {string}") { (world: CatalogWorld, address: String) in
            world.baseURL = try unwrap(URL(string: address), "'\(address)' is not a URL")
        }
        steps.given("que el usuario ha iniciado sesión con el token {string}") { (world: CatalogWorld, token: String) in
            await world.backend.register(email: userEmail, password: userPassword, token: token)
            try await world.logIn(email: userEmail, password: userPassword)
            try expectEqual(try world.session().token.value, token, "the session's token")
            _ = try world.catalogScreen()
        }
        steps.given("que el servidor de productos responde {int} con los productos:") {
            (world: CatalogWorld, status: Int, table: DataTable) in
            await world.backend.scriptProducts([.init(status: status, body: try ProductsPayload.json(from: table))])
        }
        steps.given("que el servidor de productos responde {int} con el cuerpo:") {
            (world: CatalogWorld, status: Int, body: DocString) in
            await world.backend.scriptProducts([.init(status: status, body: Data(body.content.utf8))])
        }
        steps.given("que el servidor de productos responde primero {int} y después {int} con los productos:") {
            (world: CatalogWorld, first: Int, then: Int, table: DataTable) in
            await world.backend.scriptProducts([
                .init(status: first, body: Data()),
                .init(status: then, body: try ProductsPayload.json(from: table)),
            ])
        }
        steps.given("que el dispositivo no tiene conexión a internet") { (world: CatalogWorld) in
            await world.backend.goOffline()
        }
    }

    // MARK: - Cuando

    private static func act(_ steps: inout StepLibrary) {
        steps.when("el usuario abre el catálogo") { (world: CatalogWorld) in
            try await world.catalogScreen().load()
        }
        steps.when("se cargan los productos") { (world: CatalogWorld) in
            try await world.loadProducts()
        }
    }

    // MARK: - Entonces: la pantalla

    private static func checkScreen(_ steps: inout StepLibrary) {
        steps.then("el catálogo muestra {int} producto(s)") { (world: CatalogWorld, count: Int) in
            try expectEqual(try world.productsOnScreen().count, count, "products on screen")
        }
        steps.then("el catálogo contiene:") { (world: CatalogWorld, table: DataTable) in
            let header = ["id", "nombre", "precio", "moneda"]
            let expected = table.hashes.map { row in [row["id"] ?? "", row["nombre"] ?? "", row["precio"] ?? "", row["moneda"] ?? ""] }
            let written = try expected.map { try normalizedAmount($0[2]) }
            let shown = try world.productsOnScreen().enumerated().map { position, product in
                // An amount equal to the one written is shown as written (9.50, not 9.5), so only real differences show.
                let amount = "\(product.price.amount)"
                let price = position < written.count && written[position] == amount ? expected[position][2] : amount
                return [product.id, product.name, price, product.price.currency]
            }
            // Compared as tables, so a failure shows the rows that differ as the feature writes them.
            try expectEqual(DataTable(rows: [header] + shown), DataTable(rows: [header] + expected), "the catalog on screen")
        }
        steps.then("el producto {string} cuesta {importe} {word}") {
            (world: CatalogWorld, id: String, amount: Decimal, currency: String) in
            let product = try unwrap(try world.productsOnScreen().first { $0.id == id }, "no product '\(id)' on screen")
            try expectEqual(product.price, try Price(amount: amount, currency: currency), "the price of '\(id)'")
        }
        steps.then("el catálogo queda vacío") { (world: CatalogWorld) in
            try expectEqual(try world.catalogScreen().state, .empty, "the catalog screen")
        }
        steps.then("el catálogo muestra el mensaje {string}") { (world: CatalogWorld, message: String) in
            try expectEqual(try world.catalogScreen().state, .failed(message: message), "the catalog screen")
        }
        steps.then("la carga falla con el error {word}") { (world: CatalogWorld, name: String) in
            let expected = try CatalogErrorName.error(named: name)
            switch try unwrap(world.loadResult, "the products were not loaded") {
            case .success(let products):
                throw stepFailure("Expected the error \(name), the load gave \(products.count) products")
            case .failure(let error):
                try expectEqual(error as? CatalogError, expected, "the load's error (\(String(reflecting: error)))")
            }
        }
    }

    // MARK: - Entonces: lo que vio el servidor

    private static func checkRequests(_ steps: inout StepLibrary) {
        steps.then("se envió/enviaron {int} petición/peticiones GET a {string}") { (world: CatalogWorld, count: Int, url: String) in
            let sent = await world.backend.requests(method: "GET", url: url)
            try expectEqual(sent.count, count, "GET \(url) requests")
        }
        steps.then("la petición lleva la cabecera {string} con el valor {string}") {
            (world: CatalogWorld, name: String, value: String) in
            let requests = await world.backend.requests
            let request = try unwrap(requests.last { $0.method == "GET" }, "no GET request was sent")
            try expectEqual(request.header(name), value, "the \(name) header of GET \(request.url)")
        }
    }

    // MARK: - Helpers

    private static func normalizedAmount(_ text: String?) throws -> String {
        let text = try unwrap(text, "the table has no 'precio' column")
        let amount = try unwrap(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "'\(text)' is not an amount")
        return "\(amount)"
    }
}
