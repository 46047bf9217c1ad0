using System;
using FluentAssertions;
using Microsoft.Reactive.Testing;
using NSubstitute;
using Punchclock.Core.Services;
using Punchclock.Core.Suggestions;
using Punchclock.Core.Sync;
using Xunit;

namespace Punchclock.Core.Tests.Suggestions;

public sealed class SuggestionsViewModelTests
{
    private readonly FakeSuggestionProvider provider = new();
    private readonly FakeSyncManager syncManager = new();
    private readonly BackgroundService backgroundService = new();
    private readonly IAnalytics analytics = Substitute.For<IAnalytics>();

    [Fact]
    public void RecalculatesWhenSyncFinishes()
    {
        using var viewModel = new SuggestionsViewModel(provider, syncManager, backgroundService, analytics);
        syncManager.Report(SyncProgress.Synced);
        provider.RecalculationCount.Should().Be(1);
    }

    [Fact]
    public void RecalculatesWhenAppReturnsFromBackground()
    {
        using var viewModel = new SuggestionsViewModel(provider, syncManager, backgroundService, analytics);
        backgroundService.EnterBackground(DateTimeOffset.Parse("2026-11-25T08:00:00Z"));
        backgroundService.EnterForeground(DateTimeOffset.Parse("2026-11-25T08:20:00Z"));
        provider.RecalculationCount.Should().Be(1);
    }

    [Fact]
    public void DoesNotRecalculateSuggestionsDuringBackgroundFetch()
    {
        using var viewModel = new SuggestionsViewModel(provider, syncManager, backgroundService, analytics);
        backgroundService.EnterBackgroundFetch();

        syncManager.Report(SyncProgress.Synced);

        provider.RecalculationCount.Should().Be(0);
        analytics.DidNotReceive().Track("SuggestionsPresented", Arg.Any<int>());
    }
}
