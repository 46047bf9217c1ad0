//
//  FRReportSizeFormatterSpec.m
//  FerryTests
//

#import "Specta.h"
#import <Expecta/Expecta.h>

#import "FRReportSizeFormatter.h"

SpecBegin(FRReportSizeFormatter)

describe(@"FRReportSizeFormatter", ^{

    it(@"formats sizes below a megabyte in kilobytes", ^{
        expect([FRReportSizeFormatter stringFromByteCount:512000]).to.equal(@"500 KB");
    });

    it(@"formats the download size in megabytes with one decimal", ^{
        expect([FRReportSizeFormatter stringFromByteCount:12897484]).to.equal(@"12.3 MB");
    });
});

SpecEnd
