import Contacts
import Foundation

struct VenueAddressFormatter {
    var homeCountryCode: String

    func singleLine(_ address: CNPostalAddress) -> String {
        var parts = [address.street, address.city, address.postalCode]
        parts.append(address.country)
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
