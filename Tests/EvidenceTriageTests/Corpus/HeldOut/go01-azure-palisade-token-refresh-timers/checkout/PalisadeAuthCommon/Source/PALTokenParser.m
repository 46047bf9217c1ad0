//
//  PALTokenParser.m
//  PalisadeAuthCommon
//

#import "PALTokenParser.h"

NSErrorDomain const PALTokenParserErrorDomain = @"com.palisade.auth.tokenparser";

@implementation PALTokenClaims
@end

@implementation PALTokenParser

+ (nullable PALTokenClaims *)claimsFromToken:(NSString *)token error:(NSError **)error {
    NSArray<NSString *> *parts = [token componentsSeparatedByString:@"."];
    if (parts.count != 3) {
        if (error) {
            *error = [NSError errorWithDomain:PALTokenParserErrorDomain code:PALTokenParserErrorMalformed userInfo:nil];
        }
        return nil;
    }

    // Translate the base64url alphabet back to standard base64.
    NSString *payload = [[parts[1] stringByReplacingOccurrencesOfString:@"-" withString:@"+"]
                                   stringByReplacingOccurrencesOfString:@"_" withString:@"/"];

    // NSData only accepts input whose length is a multiple of 4.
    NSData *data = [[NSData alloc] initWithBase64EncodedString:payload options:0];
    if (data == nil) {
        if (error) {
            *error = [NSError errorWithDomain:PALTokenParserErrorDomain code:PALTokenParserErrorBadEncoding userInfo:nil];
        }
        return nil;
    }

    NSDictionary *json = [NSJSONSerialization JSONObjectWithData:data options:0 error:error];
    if (![json isKindOfClass:[NSDictionary class]]) {
        return nil;
    }
    PALTokenClaims *claims = [PALTokenClaims new];
    claims.expiresOn = [json[@"exp"] doubleValue];
    claims.subject = json[@"sub"];
    return claims;
}

@end
