//
//  MemberPortfolio+refreshFirstImageTest.swift
//  ShutterClubTests
//

import Testing
import CoreData
@testable import ShutterClub

@Suite("Member portfolio") @MainActor
struct MemberPortfolioTests {
    private let context = PersistenceController.shared.container.viewContext

    @Test("Refresh featured image") func refreshFirstImage() async throws {
        let bgContext = PersistenceController.shared.container.newBackgroundContext()
        bgContext.name = "refreshFirstImage"

        let club = Organization.findCreateUpdate(context: bgContext,
                                                 organizationTypeEnum: .club,
                                                 idPlus: OrganizationIdPlus(fullName: "Fotogroep de Gender", town: "Eindhoven", nickname: "fgDeGender"))
        let member = MemberPortfolio.findCreateUpdate(bgContext: bgContext, organization: club,
                                                      photographer: .fixture(givenName: "Jan", familyName: "Dijkstra"))

        await member.refreshFirstImage()

        #expect(member.featuredImage?.lastPathComponent == "2025_JanDijkstra_01.jpg")
    }

    @Test("Portfolio URL uses club nickname") func portfolioURLUsesNickname() throws {
        let member = MemberPortfolio.fixture(in: context, clubNickname: "fgDeGender")
        #expect(member.level3URL?.absoluteString.contains("fgDeGender") == true)
    }
}
