//
//  DistrictCatalog.swift
//  LedgerKit
//

import Foundation

public struct District: Codable, Hashable {
    public let code: String
    public let name: String
}

public struct DistrictCatalog {
    private let byCode: [String: District]
    public var count: Int { byCode.count }

    public init(districts: [District]) {
        byCode = Dictionary(uniqueKeysWithValues: districts.map { ($0.code.uppercased(), $0) })
    }

    public func district(code: String) -> District? { byCode[code.uppercased()] }

    /// districts.json ships in the package's resource bundle (Bundle.module).
    public static func bundled() throws -> DistrictCatalog {
        let url = Bundle.module.url(forResource: "districts", withExtension: "json")!
        return DistrictCatalog(districts: try JSONDecoder().decode([District].self, from: Data(contentsOf: url)))
    }
}
