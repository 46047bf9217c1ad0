import EvidenceKit
import Foundation
import Testing

/// Test plans and shared schemes, in the forms Xcode writes them: the StoreKit configuration each selects.
@Suite struct TestConfigurationFileTests {
    /// A plan as Xcode writes one: configurations, default options, test targets.
    static func plan(defaultOptions: String = "", configurationOptions: String = "") -> [UInt8] {
        Array("""
        {
          "configurations" : [
            {
              "id" : "0C7B9E2D-1F44-4E8A-8A61-7D3C5E9B2F01",
              "name" : "CI",
              "options" : {
                \(configurationOptions)"testRepetitionMode" : "retryOnFailure"
              }
            }
          ],
          "defaultOptions" : {
            \(defaultOptions)"codeCoverage" : false,
            "targetForVariableExpansion" : { "containerPath" : "container:Tally.xcodeproj", "identifier" : "4D2A1B7E29C1", "name" : "Tally" }
          },
          "testTargets" : [
            { "target" : { "containerPath" : "container:Tally.xcodeproj", "identifier" : "4D2A1B9129C1", "name" : "TallyTests" } }
          ],
          "version" : 1
        }
        """.utf8)
    }

    static func scheme(launchAction: String = "", testPlans: String = "") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme
           LastUpgradeVersion = "1620"
           version = "1.7">
           <TestAction
              buildConfiguration = "Debug"
              shouldUseLaunchSchemeArgsEnv = "YES">
              \(testPlans)
           </TestAction>
           <LaunchAction
              buildConfiguration = "Debug"
              allowLocationSimulation = "YES">
              \(launchAction)
           </LaunchAction>
        </Scheme>
        """.utf8)
    }

    @Test func readsTheStoreKitConfigurationAPlanSelects() {
        let none = TestConfigurationFile.read(path: "sources/TestPlans/TallyCI.xctestplan", bytes: Self.plan())
        #expect(none == TestConfigurationFile(path: "sources/TestPlans/TallyCI.xctestplan", kind: .testPlan, name: "TallyCI", storeKitConfiguration: nil))
        // In the default options as a reference, or in one configuration's options as a path.
        let byDefault = TestConfigurationFile.read(path: "sources/Tally.xctestplan",
                                                   bytes: Self.plan(defaultOptions: "\"storeKitConfiguration\" : { \"identifier\" : \"../Tally/Store/Products.storekit\" },\n"))
        #expect(byDefault?.storeKitConfiguration == "../Tally/Store/Products.storekit")
        let inAConfiguration = TestConfigurationFile.read(path: "sources/Tally.xctestplan",
                                                          bytes: Self.plan(configurationOptions: "\"storeKitConfigurationFileReference\" : \"Products.storekit\",\n"))
        #expect(inAConfiguration?.storeKitConfiguration == "Products.storekit")
        // Not a plan: no JSON object.
        #expect(TestConfigurationFile.read(path: "sources/Broken.xctestplan", bytes: Array("{\"configurations\" : [".utf8)) == nil)
        #expect(TestConfigurationFile.read(path: "sources/List.xctestplan", bytes: Array("[1, 2]".utf8)) == nil)
    }

    @Test func readsTheStoreKitConfigurationASchemeSelects() {
        let path = "sources/Copperleaf.xcodeproj/xcshareddata/xcschemes/Copperleaf.xcscheme"
        let selecting = TestConfigurationFile.read(path: path, bytes: Self.scheme(launchAction: """
              <StoreKitConfigurationFileReference
                 identifier = "../../Copperleaf/Store/Copperleaf.storekit">
              </StoreKitConfigurationFileReference>
        """))
        #expect(selecting == TestConfigurationFile(path: path, kind: .scheme, name: "Copperleaf", storeKitConfiguration: "../../Copperleaf/Store/Copperleaf.storekit"))
        #expect(TestConfigurationFile.read(path: path, bytes: Self.scheme())?.storeKitConfiguration == nil)
        // An element with no identifier, a file that is no scheme, another kind of file: nothing selected, or nothing read.
        #expect(TestConfigurationFile.read(path: path, bytes: Self.scheme(launchAction: "<StoreKitConfigurationFileReference>"))?.storeKitConfiguration == nil)
        #expect(TestConfigurationFile.read(path: path, bytes: Array("not xml".utf8)) == nil)
        #expect(TestConfigurationFile.read(path: "sources/App/Products.storekit", bytes: Array("{}".utf8)) == nil)
    }

    /// `xcodebuild test -scheme Shop` runs the scheme's default plan (or its only one): the plan is what ran.
    @Test func readsTheTestPlanASchemeRunsByDefault() {
        let path = "sources/Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme"
        let two = TestConfigurationFile.read(path: path, bytes: Self.scheme(testPlans: """
              <TestPlans>
                 <TestPlanReference
                    reference = "container:TestPlans/ShopSmoke.xctestplan">
                 </TestPlanReference>
                 <TestPlanReference
                    reference = "container:TestPlans/ShopTests.xctestplan"
                    default = "YES">
                 </TestPlanReference>
              </TestPlans>
        """))
        #expect(two?.defaultTestPlan == "ShopTests")
        let one = TestConfigurationFile.read(path: path, bytes: Self.scheme(testPlans: "<TestPlans><TestPlanReference reference = \"container:Shop.xctestplan\"></TestPlanReference></TestPlans>"))
        #expect(one?.defaultTestPlan == "Shop")
        #expect(TestConfigurationFile.read(path: path, bytes: Self.scheme())?.defaultTestPlan == nil)
    }
}
