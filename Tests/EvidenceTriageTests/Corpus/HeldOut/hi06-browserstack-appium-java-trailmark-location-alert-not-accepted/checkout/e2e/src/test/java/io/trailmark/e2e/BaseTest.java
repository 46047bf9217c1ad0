package io.trailmark.e2e;

import io.appium.java_client.ios.IOSDriver;
import io.appium.java_client.ios.options.XCUITestOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;

import java.net.URL;
import java.time.Duration;

public abstract class BaseTest {
    protected IOSDriver driver;
    protected WebDriverWait wait;

    @BeforeMethod
    public void startSession() throws Exception {
        XCUITestOptions options = new XCUITestOptions()
                .setApp(System.getenv("BROWSERSTACK_APP_URL"))
                .setDeviceName("iPhone 12")
                .setPlatformVersion("14")
                .setAutoAcceptAlerts(true);
        options.setCapability("bstack:options", BrowserStackCaps.forBuild(System.getenv("CI_PIPELINE_ID")));
        driver = new IOSDriver(new URL("https://hub-cloud.browserstack.com/wd/hub"), options);
        wait = new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    @AfterMethod(alwaysRun = true)
    public void stopSession() {
        if (driver != null) driver.quit();
    }
}
