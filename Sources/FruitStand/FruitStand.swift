import DiffableTUI

/// Placeholder: the fruit stand app lands with its own issue.
public enum FruitStandModule {}
