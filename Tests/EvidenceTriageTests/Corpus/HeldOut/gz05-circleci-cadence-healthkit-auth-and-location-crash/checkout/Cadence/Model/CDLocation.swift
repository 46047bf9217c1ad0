import CoreLocation
import Contacts
import Foundation

@objc(CDLocation)
final class CDLocation: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }

    let coordinate: CLLocationCoordinate2D
    let region: CLCircularRegion?
    let userInput: String?
    unowned(unsafe) let address: CNPostalAddress?

    init(coordinate: CLLocationCoordinate2D, region: CLCircularRegion?, userInput: String?, address: CNPostalAddress?) {
        self.coordinate = coordinate
        self.region = region
        self.userInput = userInput
        self.address = address
    }

    required init?(coder: NSCoder) {
        coordinate = CLLocationCoordinate2D(latitude: coder.decodeDouble(forKey: "lat"),
                                            longitude: coder.decodeDouble(forKey: "lon"))
        region = coder.decodeObject(of: CLCircularRegion.self, forKey: "region")
        userInput = coder.decodeObject(of: NSString.self, forKey: "userInput") as String?
        address = coder.decodeObject(of: CNPostalAddress.self, forKey: "address")
    }

    func encode(with coder: NSCoder) {
        coder.encode(coordinate.latitude, forKey: "lat")
        coder.encode(coordinate.longitude, forKey: "lon")
        coder.encode(region, forKey: "region")
        coder.encode(userInput, forKey: "userInput")
        coder.encode(address, forKey: "address")
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CDLocation else { return false }
        return coordinate.latitude == other.coordinate.latitude && coordinate.longitude == other.coordinate.longitude
            && userInput == other.userInput
    }
}
