//
//  InspectionTemplate.swift
//  LarchwoodField
//
//  Templates are served by the forms API. The API omits empty arrays
//  entirely (a section with no questions has no "questions" key).
//

import Foundation

struct InspectionTemplate: Decodable, Equatable {
    let id: String
    let title: String
    let sections: [Section]

    struct Section: Decodable, Equatable {
        let id: String
        let heading: String
        let questions: [Question]
    }

    struct Question: Decodable, Equatable {
        let id: String
        let prompt: String
        let kind: String
    }
}
