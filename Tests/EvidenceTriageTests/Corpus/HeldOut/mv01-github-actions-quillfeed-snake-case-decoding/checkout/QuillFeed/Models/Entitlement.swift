import Foundation

struct Entitlement: Codable, Equatable {
    let productIdentifier: String
    let expiresDate: Date?
    let isSandbox: Bool

    // Explicit snake_case raw values: encoding through convertToSnakeCase is fine,
    // but convertFromSnakeCase rewrites the JSON key to camelCase before matching.
    enum CodingKeys: String, CodingKey {
        case productIdentifier = "product_identifier"
        case expiresDate = "expires_date"
        case isSandbox = "is_sandbox"
    }
}
