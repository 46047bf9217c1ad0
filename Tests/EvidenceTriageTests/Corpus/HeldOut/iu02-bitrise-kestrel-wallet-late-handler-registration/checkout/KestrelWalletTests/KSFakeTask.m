#import "KSFakeTask.h"

@interface KSFakeTask ()
@property (nonatomic, readwrite) NSUInteger completionCount;
@property (nonatomic, readwrite) BOOL completedSuccess;
@end

@implementation KSFakeTask
- (void)setTaskCompletedWithSuccess:(BOOL)success {
    self.completionCount += 1;
    self.completedSuccess = success;
}
@end
