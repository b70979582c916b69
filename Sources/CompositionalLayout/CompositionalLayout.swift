import Diffable
import TUICore

/// Placeholder: the compositional layout engine lands with the layout issue.
public enum CompositionalLayoutModule {}
