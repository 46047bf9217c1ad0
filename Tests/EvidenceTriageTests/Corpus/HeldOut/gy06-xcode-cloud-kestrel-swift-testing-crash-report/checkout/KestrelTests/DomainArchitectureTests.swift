//
//  DomainArchitectureTests.swift
//  KestrelTests
//

import Foundation
import Testing

@Suite("Domain architecture")
struct DomainArchitectureTests {
  static let forbiddenImports = ["SwiftUI", "UIKit", "SwiftData", "CoreData"]

  @Test("Domain stays free of UI and persistence framework imports", arguments: SourceScanner.swiftFiles(in: "Kestrel/Domain"))
  func domainHasNoForbiddenImports(file: SourceFile) {
    for `import` in file.imports {
      #expect(!Self.forbiddenImports.contains(`import`.name), "Domain must not import \(`import`.name)")
    }
  }
}
